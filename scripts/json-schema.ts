/** One Ajv set-up for every JSON Schema check of the generators and tests (draft 2020-12). */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}
