import { randomBytes } from "node:crypto";

/**
 * Record ids shaped like a MongoDB ObjectId, as Base44 apps see them: 24 lowercase hex characters, made of
 * 4 bytes of seconds since the epoch, 5 random bytes per process and a 3-byte counter. Ids therefore sort
 * by creation time, which keeps the (created_date, id) order of lists and cursors stable.
 */
const processPart = randomBytes(5).toString("hex");
let counter = randomBytes(3).readUIntBE(0, 3);

export function newRecordId(now: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, "0") + processPart + counter.toString(16).padStart(6, "0");
}

export const RECORD_ID = /^[0-9a-f]{24}$/;
