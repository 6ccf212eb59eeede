import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

describe('request photos form (spec §5)', () => {
  it('has a hidden field prefilled "Please send photos for this car" and an optional message', () => {
    const fields = fieldsOf('request-photos');
    expect(fields.find((f) => f.kind === 'hidden')).toMatchObject({
      defaultValue: 'Please send photos for this car',
      required: false,
    });
    expect(fields.find((f) => f.name === 'message')).toMatchObject({ required: false });
    expect(checkForm(fields, { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' })).toMatchObject({
      ok: true,
      values: { request: 'Please send photos for this car', message: '' },
    });
  });
});
