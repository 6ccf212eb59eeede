import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { REQUEST_PHOTOS_TEXT, requestPhotosFields } from '../../../../src/domain/forms/request-photos.ts';

describe('request photos form (spec §5)', () => {
  it('has a hidden field prefilled "Please send photos for this car" and an optional message', () => {
    expect(REQUEST_PHOTOS_TEXT).toBe('Please send photos for this car');
    const fields = requestPhotosFields();
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
