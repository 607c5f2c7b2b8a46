import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishMessages } from '../../../i18n/english-catalogue';
import { refusedWith } from '../../../test/api-errors';
import { recordView } from '../test/data-collector-api';
import {
  emptyVehicle,
  formValuesOf,
  missingTopics,
  saveRequest,
  serverFieldErrors,
  validateForm,
} from './collected-data-form-model';

const saved = recordView({
  collectedDataDetails: {
    verifyEducation: 'Civilekonom',
    vehicleOwnership: [{ vehicle: 'Volvo', modelYear: 2015, leasing: true }],
    driversLicense: [{ type: 'B', issuedDate: '2005-06-01T00:00:00.000Z' }],
  },
  educationCollected: true,
  citizenshipState: 'DONE',
});

// The English catalogue is a chunk of its own, loaded when a page turns English.
beforeAll(() => loadEnglishMessages());

describe('the collected-data form model', () => {
  it('shows a saved record as the form holds it and sends it back unchanged', () => {
    const values = formValuesOf(saved);
    expect(values.text.verifyEducation).toBe('Civilekonom');
    expect(values.text.other).toBe('');
    expect(values.vehicles[0]).toMatchObject({
      vehicle: 'Volvo',
      modelYear: '2015',
      leasing: true,
      inTrafic: false,
    });
    expect(values.licences[0]).toMatchObject({ type: 'B', issuedDate: '2005-06-01' });
    expect(values.collected).toMatchObject({ educationCollected: true, citizenshipCollected: true });

    const request = saveRequest(values, { finish: false, modified: saved.modified });
    expect(request.collectedDataDetails.vehicleOwnership?.[0]).toMatchObject({
      vehicle: 'Volvo',
      modelYear: 2015,
    });
    expect(request.collectedDataDetails.vehicleOwnership?.[0]).not.toHaveProperty('key');
    expect(request).toMatchObject({
      educationCollected: true,
      citizenshipCollected: true,
      modified: saved.modified,
    });
  });

  it('leaves out an empty model year and issue date rather than sending them', () => {
    const values = { ...formValuesOf(recordView()), vehicles: [emptyVehicle()], licences: [] };
    const request = saveRequest(values, { finish: true, modified: 'x' });
    expect(request.collectedDataDetails.vehicleOwnership?.[0]).not.toHaveProperty('modelYear');
    expect(request.finish).toBe(true);
  });

  it('refuses model years that are not years', () => {
    const values = formValuesOf(recordView());
    values.vehicles = [
      { ...emptyVehicle(), modelYear: '2015' },
      { ...emptyVehicle(), modelYear: '15' },
      { ...emptyVehicle(), modelYear: '1850' },
    ];
    expect(Object.keys(validateForm(values))).toEqual(['vehicles.1.modelYear', 'vehicles.2.modelYear']);
  });

  it('names the topics still to mark collected', () => {
    const values = formValuesOf(recordView({ educationCollected: true }));
    expect(missingTopics(['education', 'citizenship', 'vehicleOwnership'], values)).toEqual([
      'citizenship',
      'vehicleOwnership',
    ]);
  });

  it('puts the server’s issues at their fields', () => {
    const error = refusedWith('Inmatade uppgifter kunde inte sparas', [
      { path: 'body.educationCollected', message: 'Ej markerad som insamlad' },
      { path: 'body.collectedDataDetails.vehicleOwnership.0.modelYear', message: 'Ogiltig årsmodell' },
      { path: 'body.collectedDataDetails.driversLicense.1.issuedDate', message: 'Ogiltigt datum' },
      { path: 'body.collectedDataDetails.other', message: 'För lång' },
    ]);
    expect(serverFieldErrors(error, 'sv')).toEqual({
      educationCollected: { text: 'Ej markerad som insamlad' },
      'vehicles.0.modelYear': { text: 'Ogiltig årsmodell' },
      'licences.1.issuedDate': { text: 'Ogiltigt datum' },
      'text.other': { text: 'För lång' },
    });
    // In English where the message is one of ours (the other two are the test's own words).
    expect(serverFieldErrors(error, 'en')).toMatchObject({
      educationCollected: { text: 'Not marked as collected' },
    });
    expect(serverFieldErrors(new Error('nätverk'), 'sv')).toEqual({});
  });
});
