/** English interface text: forms. Every other language mirrors this shape. */
export const forms = {} as const;
