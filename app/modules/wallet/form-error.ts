/** What the server refused in a wallet form, shown beside the field it concerns. */
export type WalletFormError = {
  form: "deposit" | "withdraw";
  /** The field (or field group) the message belongs to. */
  field: string;
  title: string;
  message: string;
  /** What the user typed, so the form shows it again. */
  values: Record<string, string>;
};
