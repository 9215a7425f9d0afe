/** How many times one IP may submit a public form within the window (see FORM_RATE_LIMIT). */
export type FormLimit = { max: number; timeWindow: string };
