/** An item's condition (SPEC section 3): its own module so forms and filters can use it without the whole taxonomy. */
export const CONDITIONS = ['new', 'like-new', 'excellent', 'good', 'fair'] as const;

export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_LABELS: Readonly<Record<Condition, string>> = {
  new: 'New',
  'like-new': 'Like New',
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
};
