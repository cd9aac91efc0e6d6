/** The OpenAPI theme's store hooks, served by our small store; see src/components/ApiReference/store. */
export {
  useApiDispatch as useTypedDispatch,
  useApiSelector as useTypedSelector,
} from '@site/src/components/ApiReference/store';
