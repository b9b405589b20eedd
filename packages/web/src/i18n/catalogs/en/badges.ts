/** English interface text: badges. Every other language mirrors this shape. */
export const badges = {} as const;
