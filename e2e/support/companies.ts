import { expect } from 'vitest';
import { postAs } from './posts';

/** A small PDF, as a scanner would write one. */
export function licencePdf(): Buffer {
  const bytes = Buffer.alloc(2048, 0x20);
  Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').copy(bytes, 0);
  Buffer.from('\n%%EOF\n').copy(bytes, bytes.length - 7);
  return bytes;
}

/**
 * An active Australian beef plant of the demo whose Reg.No. no other Australian plant shares (a meat and a seafood
 * plant may share one, and an application names plants by country and Reg.No.): a different one for each run.
 */
export async function demoPlant(index: number): Promise<{ plantNo: string; plantName: string }> {
  const answer = await postAs(null, '/api/pcCompanyFactory/queryFactory', {
    page: 1,
    limit: 10,
    countryCode: 'AU',
    accessType: '201',
    status: 1,
  });
  expect(answer.status).toBe(200);
  const unique: { plantNo: string; plantName: string }[] = [];
  for (const plant of answer.json.data.list as { plantNo: string; plantName: string }[]) {
    let same = 0;
    for (const accessType of ['201', '202']) {
      const found = await postAs(null, '/api/pcCompanyFactory/queryFactory', {
        page: 1,
        limit: 10,
        countryCode: 'AU',
        accessType,
        plantNo: plant.plantNo,
      });
      same += (found.json.data.list as { plantNo: string }[]).filter((r) => r.plantNo === plant.plantNo).length;
    }
    if (same === 1) unique.push(plant);
  }
  const plant = unique[index];
  if (!plant) throw new Error('the demo has too few active Australian beef plants with a Reg.No. of their own');
  return plant;
}
