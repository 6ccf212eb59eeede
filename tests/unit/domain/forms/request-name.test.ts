import { describe, expect, it } from 'vitest';
import { vehicleRequestName } from '../../../../src/domain/forms/request-name.ts';
import { CAR_WORDS, testDriveName } from '../../../../src/domain/text/vehicle-words.ts';

describe("a test drive's name follows the vehicle's words (site.stock.testDriveLabels)", () => {
  it.each([
    ['Test Drive', 'Test Drive'],
    ['Test Ride', 'Test Ride'],
    ['Book a Viewing', 'Viewing'],
    ['Book an Inspection', 'Inspection'],
    ['Book Test Drive', 'Test Drive'],
    [null, 'Test Drive'],
  ])('%s is a %s request', (label, name) => {
    expect(testDriveName({ testDrive: label })).toBe(name);
  });

  it("names only a test drive, and only with the vehicle's words: the category names the rest", () => {
    expect(vehicleRequestName('test-drive', CAR_WORDS)).toBe('Test Drive');
    expect(vehicleRequestName('test-drive', { testDrive: 'Book a Viewing' })).toBe('Viewing');
    expect(vehicleRequestName('test-drive', null)).toBeNull();
    expect(vehicleRequestName('test-drive', undefined)).toBeNull();
    expect(vehicleRequestName('enquiry', { testDrive: 'Book a Viewing' })).toBeNull();
  });
});
