/** English interface text: assessment. Every other language mirrors this shape. */
export const assessment = {} as const;
