import { MSG } from '../../../contracts/core/codes';

/** Shown on every page while the database holds generated data, so no one takes it for real. */
export function DemoBanner() {
  return (
    <div className="demo-banner" role="note">
      <strong>{MSG.demoData}</strong>: companies, plants, prices and posts on this site are generated for demonstration and are not real
      records.
    </div>
  );
}
