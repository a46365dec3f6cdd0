// An answer checked against its call's response schema and serialized once, for an answer many
// requests send alike (the product list's cached first pages). Made only by
// server/http/checked-answer.ts; the route sends it as it is. A port so that what stores such
// answers (the market's list cache) need not know how they are made.
export interface SerializedAnswer {
  /** The call whose response schema checked it: a route sends only its own call's answers. */
  readonly call: string;
  /** JSON of the checked result (the envelope's `result`). */
  readonly resultJson: string;
}
