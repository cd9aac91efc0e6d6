/** The OpenAPI theme's request media type action; see src/components/ApiReference/store. */
export const setContentType = (payload: string) => ({ type: 'contentType/setContentType' as const, payload });
