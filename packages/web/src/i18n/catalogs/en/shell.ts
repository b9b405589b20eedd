/** English interface text: shell. Every other language mirrors this shape. */
export const shell = {} as const;
