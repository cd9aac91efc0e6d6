/** The OpenAPI theme's response media type action; see src/components/ApiReference/store. */
export const setAccept = (payload: string) => ({ type: 'accept/setAccept' as const, payload });
