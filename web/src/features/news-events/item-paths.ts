/** A news item's or event's own address: /news-and-events with its dialog opened on arrival. */
export const newsItemPath = (id: number) => `/news-and-events?news=${id}`;
export const eventPath = (id: number) => `/news-and-events?event=${id}`;
