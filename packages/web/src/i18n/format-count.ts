/** A count in the language's digits and grouping ("100,000", "100.000", "١٠٠٬٠٠٠"). */
export const formatCount = (language: string, count: number): string =>
  new Intl.NumberFormat(language).format(count);
