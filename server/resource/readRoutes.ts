/**
 * The two read routes of a resource:
 *   GET /rocketScript/api/<area>/query<Entity>   paged, sorted, filtered list {records,total,page,size[,sums]};
 *                                                with `parts`, only the page or only the count (docs/scale.md)
 *   GET /rocketScript/api/<area>/export<Entity>  every row matching the same filters, as CSV (streamed)
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageRecordsOf, pageTotalOf } from '../../contracts/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../contracts/list.js';
import type { Role } from '../../contracts/roles.js';
import { type AuthUser, currentUser } from '../http/access.js';
import { answers, ok } from '../http/envelope.js';
import { exportParamSchemas, listPartParamSchemas, type ExportLanguage, type ListPart } from '../../contracts/listParams.js';
import { CSV_BOM } from './csv.js';
import { rawCsv, shownCsv } from './csvExport.js';
import { type LooseDb, type ResourceDeclaration, type Row, resourcePaths } from './declaration.js';
import { listQuery, listQuerySchema } from './listQuery.js';
import { maskRecords, refuseMaskedFilters } from './masking.js';
import { csvReveals, listReveals, ownershipProbe, probeWith } from './probes.js';

export const EXPORT_BATCH = 500;

export function registerReadRoutes<Rec extends Record<string, unknown>>(
  app: FastifyInstance,
  db: LooseDb,
  decl: ResourceDeclaration<Rec>,
  roles: readonly Role[],
  currency: string,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const paths = resourcePaths(decl);
  const querySchema = listQuerySchema(decl, listPartParamSchemas);
  const exportSchema = listQuerySchema(decl, exportParamSchemas(decl.contract));
  const exportFields =
    decl.exportFields ?? Object.keys((decl.record as unknown as z.ZodObject).shape ?? {});
  const tags = [decl.area];
  const sums = decl.list.totals?.schema;
  const page = sums ? pageOf(decl.record).extend({ sums }) : pageOf(decl.record);
  // The whole answer first: each part alone lacks a field of it, so it matches only its own shape.
  const answer = z.union([page, pageRecordsOf(decl.record), pageTotalOf(sums)]);
  const recordsOf = async (rows: Row[], user: AuthUser) => {
    const records = rows.map((row) => decl.toRecord(row));
    return maskRecords(decl, decl.enrich && records.length > 0 ? await decl.enrich(db, records) : records, user);
  };

  typed.get(
    paths.query,
    {
      config: {
        access: { roles },
        probe: probeWith(
          { query: { page: '1', size: '5' } },
          ownershipProbe(decl, (id) => ({ query: { id: String(id) } }), listReveals),
        ),
      },
      schema: {
        tags,
        summary: `List ${decl.entity} records (paged, sorted, filtered)${decl.list.totals ? ', with totals over every match' : ''}; \`parts=records\` answers the page without counting, \`parts=total\` the count${decl.list.totals ? ' and totals' : ''} alone`,
        querystring: querySchema,
        response: answers(answer),
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const pageNo = typeof query.page === 'number' ? query.page : 1;
      const size = Math.min(
        typeof query.size === 'number' ? query.size : PAGE_SIZE_DEFAULT,
        PAGE_SIZE_MAX,
      );
      const caller = currentUser(request);
      refuseMaskedFilters(decl, query, caller.user);
      const list = listQuery(db, decl, query, caller);
      const parts = query.parts as ListPart | undefined;
      const pageRecords = async () => recordsOf(await list.rows(size, (pageNo - 1) * size), caller.user);
      if (parts === 'records') return ok({ records: await pageRecords(), page: pageNo, size });
      if (parts === 'total') {
        const counted = await list.countAndSums();
        return ok({ total: counted.total, ...(counted.sums && { sums: counted.sums }) });
      }
      const [{ total, sums: totals }, records] = await Promise.all([list.countAndSums(), pageRecords()]);
      return ok({ records, total, page: pageNo, size, ...(totals && { sums: totals }) });
    },
  );

  typed.get(
    paths.export,
    {
      config: {
        access: { roles },
        probe: probeWith(
          { query: { size: '1' } },
          ownershipProbe(decl, (id) => ({ query: { id: String(id) } }), csvReveals),
        ),
      },
      schema: {
        tags,
        summary: `Every ${decl.entity} record matching the filters, as CSV (UTF-8 with BOM); page and size are ignored. With \`columns\` (and \`lang\`, \`tz\`): those columns as the user sees them; without: the raw data`,
        querystring: exportSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const caller = currentUser(request);
      refuseMaskedFilters(decl, query, caller.user);
      const list = listQuery(db, decl, query, caller);
      const csv = Array.isArray(query.columns)
        ? shownCsv(decl.contract, {
            columns: query.columns as string[],
            lang: (query.lang as ExportLanguage | undefined) ?? 'en',
            timeZone: (query.tz as string | undefined) ?? 'UTC',
            currency,
          })
        : rawCsv(exportFields);
      const ids = await list.orderedIds();
      let next = 0;
      const batch = async () => {
        const slice = ids.slice(next, next + EXPORT_BATCH);
        next += slice.length;
        const records = await recordsOf(await list.rowsWithIds(slice), caller.user);
        return {
          text: records.map((r) => csv.line(r)).join(''),
          done: next >= ids.length,
        };
      };
      // The first batch is read before the answer starts, so a failure is still a proper error.
      const first = await batch();
      async function* lines(): AsyncGenerator<string> {
        yield CSV_BOM + csv.header + first.text;
        if (first.done) return;
        for (;;) {
          // Let other requests in between batches: on SQLite each batch runs on this thread, and
          // promises alone would chain the whole export ahead of everyone else's calls.
          await new Promise((resolve) => setImmediate(resolve));
          const next = await batch();
          if (next.text) yield next.text;
          if (next.done) return;
        }
      }
      const filename = csv.fileName(decl.auditEntity, new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(Readable.from(lines()));
    },
  );
}
