/** The token of an `Authorization: Bearer <token>` header (or `on-behalf-of`), if it is one. */
export const bearer = (header: string | string[] | undefined): string | undefined =>
  typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
