/** The four policy documents. */
export type PolicyName = 'terms' | 'disclaimer' | 'privacy' | 'cookies';

/** The Markdown of the four documents in one language. */
export type PolicyTexts = Readonly<Record<PolicyName, string>>;
