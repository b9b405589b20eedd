/**
 * A translated catalog has the English catalog's shape, with every text free to differ. Widening the
 * English literals keeps the compiler checking that no language misses or invents a key.
 */
export type MessagesLike<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly MessagesLike<Item>[]
    : { readonly [Key in keyof T]: MessagesLike<T[Key]> };
