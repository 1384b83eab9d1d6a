import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MarketMedia } from './media-service';

const companyCode = z.string().regex(/^[A-Z0-9]{1,32}$/, 'must be a company code');

/** Files, not API calls: served outside /api and its envelope, like the built assets, each with its own strict CSP. */
export async function marketMediaRoutes(fastify: FastifyInstance, media: MarketMedia) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const send = (reply: FastifyReply, svg: string) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);

  app.get(
    '/media/market/logo/:file',
    {
      schema: {
        hide: true,
        summary: "A company's logo (SVG); file is {companyCode}.svg",
        params: z.object({ file: z.string().regex(/^[A-Z0-9]{1,32}\.svg$/, 'must be {companyCode}.svg') }),
      },
    },
    async (request, reply) => send(reply, await media.logo(request.params.file.slice(0, -4))),
  );

  app.get(
    '/media/market/image/:companyCode/:file',
    {
      schema: {
        hide: true,
        summary: "One of a company's pictures (SVG); file is 1.svg to 8.svg",
        params: z.object({ companyCode, file: z.string().regex(/^[1-8]\.svg$/, 'must be 1.svg to 8.svg') }),
      },
    },
    async (request, reply) => send(reply, await media.picture(request.params.companyCode, Number(request.params.file[0]))),
  );
}
