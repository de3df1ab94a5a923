import { describe, expect, it } from 'vitest';
import { agencyStructuredData } from './agency-structured-data';

describe('agencyStructuredData', () => {
  it('publishes the address, the NPN and each state licence that is set', () => {
    const data = agencyStructuredData({
      npn: '19876543',
      licenses: [{ state: 'TX', number: '2468135' }],
      address: '100 Main Street, Austin, TX 78701',
    });
    expect(data).toEqual({
      address: '100 Main Street, Austin, TX 78701',
      identifier: { '@type': 'PropertyValue', propertyID: 'NPN', name: 'National Producer Number', value: '19876543' },
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'license',
          name: 'Insurance producer license (TX)',
          identifier: '2468135',
          validIn: { '@type': 'AdministrativeArea', name: 'TX' },
        },
      ],
    });
  });

  it('publishes nothing for settings left empty', () => {
    expect(agencyStructuredData({ npn: '', licenses: [], address: '' })).toEqual({});
    expect(agencyStructuredData({ npn: '1', licenses: [], address: '' })).not.toHaveProperty('address');
  });
});
