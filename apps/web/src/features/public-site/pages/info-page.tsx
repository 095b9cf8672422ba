// SCAFFOLD: replaced by the feature's real screen.
export type InfoPageKey =
  | 'faq' | 'privacy' | 'terms' | 'support' | 'privacy-policy' | 'terms-of-service' | 'accessibility-policy'
  | 'feedback' | 'careers' | 'newsletter' | 'community' | 'blog' | 'training' | 'membership' | 'camps';
export function InfoPage(_: { page: InfoPageKey }) {
  return null;
}
