/**
 * The messages of the form schemas (application, planning form, and the contact fields they share), each
 * under a stable key. The server sends the English text in its 422 answers and the browser, which gets
 * the same text from the schema or the server, finds the key again to show the catalog's sentence in the
 * visitor's language. The texts follow a field name ('email: is required'); `{max}` is a number.
 */
export const formMessages = {
  required: "is required",
  text: "must be text",
  emailAddress: "must be an e-mail address",
  validEmail: "must be a valid e-mail address",
  tooLong: "must be at most {max} characters",
  singleLine: "must be a single line",
  noControlCharacters: "must not contain control characters",
  validText: "must be valid text",
  programChoice: "must be one of the programme choices",
  community: "must be one of the listed communities",
  communityList: "must be a list of communities",
  chooseCommunity: "choose at least one community",
  tooManyCommunities: "lists too many communities",
  yesOrNo: "must be yes or no",
} as const;

export type FormMessageKey = keyof typeof formMessages;

/** The values a message's placeholders take. */
export interface FormMessageValues {
  readonly max?: number;
}

/** 'must be at most 200 characters'. */
export const tooLongMessage = (max: number): string => formMessages.tooLong.replace("{max}", String(max));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patterns = (Object.keys(formMessages) as FormMessageKey[]).map((key) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(formMessages[key]).replace("\\{max\\}", "(\\d+)")}$`),
}));

/**
 * The key and values of a schema message ('must be at most 50 characters' -> tooLong, max 50), or null
 * for a message that is not one of these (e.g. a server message about the request itself).
 */
export function formMessageOf(message: string): { key: FormMessageKey; values: FormMessageValues } | null {
  const text = message.trim();
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: match[1] === undefined ? {} : { max: Number(match[1]) } };
  }
  return null;
}
