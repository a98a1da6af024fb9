/** The middle value of a bench's runs (the upper middle of an even count), what its tables print. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
