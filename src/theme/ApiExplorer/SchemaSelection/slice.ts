/** The OpenAPI theme's oneOf/anyOf selection actions; see src/components/ApiReference/store. */
export const setSchemaSelection = (payload: { path: string; index: number }) => ({
  type: 'schemaSelection/setSchemaSelection' as const,
  payload,
});
export const clearSchemaSelections = () => ({ type: 'schemaSelection/clearSchemaSelections' as const });
