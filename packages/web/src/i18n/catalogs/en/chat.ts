/** English interface text: chat. Every other language mirrors this shape. */
export const chat = {} as const;
