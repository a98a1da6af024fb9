/** The about section's rotating heading, word for word from the specification. */
export const taglines = [
  'One Roof. One Team. Complete Neurosciences',
  'Where Innovation Meets Responsibility in Neuro-care',
  'Advanced Care. Affordable Access. Ethical Practice',
] as const;
