/**
 * The two read routes of a resource:
 *   GET /rocketScript/api/<area>/query<Entity>   paged, sorted, filtered list {records,total,page,size[,sums]}
 *   GET /rocketScript/api/<area>/export<Entity>  every row matching the same filters, as CSV (streamed)
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../contracts/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../contracts/list.js';
import type { Role } from '../../contracts/roles.js';
import { isoTime } from '../db/values.js';
import { currentUser } from '../http/access.js';
import { answers, ok } from '../http/envelope.js';
import { CSV_BOM, csvLine } from './csv.js';
import { type LooseDb, type ResourceDeclaration, type Row, resourcePaths } from './declaration.js';
import { listQuery, listQuerySchema } from './listQuery.js';
import { csvReveals, listReveals, ownershipProbe, probeWith } from './probes.js';

export const EXPORT_BATCH = 500;

export function registerReadRoutes<Rec extends Record<string, unknown>>(
  app: FastifyInstance,
  db: LooseDb,
  decl: ResourceDeclaration<Rec>,
  roles: readonly Role[],
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const paths = resourcePaths(decl);
  const querySchema = listQuerySchema(decl);
  const exportFields =
    decl.exportFields ?? Object.keys((decl.record as unknown as z.ZodObject).shape ?? {});
  const tags = [decl.area];
  const page = decl.list.totals
    ? pageOf(decl.record).extend({ sums: decl.list.totals.schema })
    : pageOf(decl.record);
  const recordsOf = async (rows: Row[]) => {
    const records = rows.map((row) => decl.toRecord(row));
    return decl.enrich && records.length > 0 ? decl.enrich(db, records) : records;
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
        summary: `List ${decl.entity} records (paged, sorted, filtered)${decl.list.totals ? ', with totals over every match' : ''}`,
        querystring: querySchema,
        response: answers(page),
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const pageNo = typeof query.page === 'number' ? query.page : 1;
      const size = Math.min(
        typeof query.size === 'number' ? query.size : PAGE_SIZE_DEFAULT,
        PAGE_SIZE_MAX,
      );
      const list = listQuery(db, decl, query, currentUser(request));
      const [{ total, sums }, rows] = await Promise.all([
        list.countAndSums(),
        list.rows(size, (pageNo - 1) * size),
      ]);
      const records = await recordsOf(rows);
      return ok({ records, total, page: pageNo, size, ...(sums && { sums }) });
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
        summary: `Every ${decl.entity} record matching the filters, as CSV (UTF-8 with BOM); page and size are ignored`,
        querystring: querySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const list = listQuery(
        db,
        decl,
        request.query as Record<string, unknown>,
        currentUser(request),
      );
      const batch = async (offset: number) => {
        const rows = await list.rows(EXPORT_BATCH, offset);
        const records = await recordsOf(rows);
        return {
          text: records.map((r) => csvLine(exportFields.map((f) => r[f]))).join(''),
          done: rows.length < EXPORT_BATCH,
        };
      };
      // The first batch is read before the answer starts, so a failure is still a proper error.
      const first = await batch(0);
      async function* lines(): AsyncGenerator<string> {
        yield CSV_BOM + csvLine(exportFields) + first.text;
        if (first.done) return;
        for (let offset = EXPORT_BATCH; ; offset += EXPORT_BATCH) {
          const next = await batch(offset);
          if (next.text) yield next.text;
          if (next.done) return;
        }
      }
      const filename = `${decl.auditEntity}-${isoTime().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(Readable.from(lines()));
    },
  );
}
