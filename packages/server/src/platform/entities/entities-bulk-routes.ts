import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, badRequest, forbidden, notFound } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { malformedMultipart } from "../call-input.ts";
import { anonymous, type Caller } from "../caller.ts";
import { assertAnonymousRows } from "./anonymous-writes.ts";
import type { EntityRegistry } from "./entity-schemas.ts";
import { redactRecords } from "./field-rules.ts";
import { importFormat, parseImportFile } from "./import-file.ts";
import type { RecordChange } from "./record-changes.ts";
import type { EntityRecord } from "./record-rows.ts";
import { aggregateRecords } from "./records-aggregate.ts";
import { importRecords } from "./records-import.ts";
import { updateManyRecords } from "./records-update-many.ts";
import { upsertRecords } from "./records-upsert.ts";
import { compileRule } from "./rls.ts";
import { SqlParams } from "./sql-params.ts";

/** An imported file's size limit: far above a spreadsheet of 5,000 form rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type EntityRequest = FastifyRequest<{ Params: { appId: string; entity: string } }>;

/**
 * The batch operations of the records API that are more than one row at a time (ADR 0029):
 * `updateMany`, `upsert`, `aggregate` and `importEntities`. Static segments, so Fastify's router prefers
 * them to `/:id`. Each committed write tells `app.recordChanges` its records, one entry per record.
 */
export async function entityBulkRoutes(app: FastifyInstance, options: { entities: EntityRegistry }) {
  const base = "/api/apps/:appId/entities/:entity";
  // Only this context parses multipart: the import's one file, bounded; other uploads set their own.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  const resolve = (request: EntityRequest) => {
    assertAppId(app.config, request.params.appId);
    const entity = options.entities.get(request.params.entity);
    if (!entity) throw notFound(`Entity ${request.params.entity} not found`);
    const caller: Caller = request.caller ?? anonymous;
    return { entity, caller };
  };

  const announce = (name: string, type: RecordChange["type"], records: readonly EntityRecord[]) => {
    if (records.length > 0) app.recordChanges.notify(name, { type, records });
  };

  app.patch(`${base}/update-many`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    const { records, hasMore } = await updateManyRecords(app.db, caller, entity, request.body);
    announce(entity.name, "update", records);
    return { success: true, updated: records.length, has_more: hasMore };
  });

  app.post(`${base}/upsert`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    const rows = (request.body as { records?: unknown } | undefined)?.records;
    if (Array.isArray(rows)) assertAnonymousRows(caller, rows.length);
    const result = await upsertRecords(app.db, caller, entity, request.body);
    announce(entity.name, "create", result.created);
    announce(entity.name, "update", result.updated);
    const records = await redactRecords(app.db, entity, caller, result.records);
    return { created: result.created.length, updated: result.updated.length, records };
  });

  app.post(`${base}/aggregate`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    return aggregateRecords(app.db, caller, entity, request.body);
  });

  app.post(`${base}/import`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    // Before a byte of the file is read: a caller the create rule refuses outright costs no parsing.
    if (compileRule(entity, "create", caller, new SqlParams()) === "false") throw forbidden();
    if (!request.isMultipart()) {
      throw new ApiError(
        415,
        "Import takes multipart/form-data with the file in the field 'file'",
        "UnsupportedMediaType",
      );
    }
    let part: Awaited<ReturnType<typeof request.file>>;
    let bytes: Buffer;
    try {
      part = await request.file();
      if (!part) throw badRequest("Import needs a file in the field 'file'");
      bytes = await part.toBuffer();
    } catch (error) {
      throw malformedMultipart(error);
    }
    const format = importFormat(part.filename, part.mimetype);
    const rows = await parseImportFile(bytes, format, entity);
    assertAnonymousRows(caller, rows.length);
    const records = await importRecords(app.db, caller, entity, rows);
    announce(entity.name, "create", records);
    return {
      status: "success",
      details: `Successfully imported ${records.length} ${entity.name} records`,
      output: await redactRecords(app.db, entity, caller, records),
    };
  });
}
