/** The agency's licensing as it is configured (server/site-config.ts); empty values mean "not set". */
export interface AgencyLicensingData {
  npn: string;
  licenses: readonly { state: string; number: string }[];
  address: string;
}

/**
 * The schema.org properties of the home page's Organization that come from the agency's
 * licensing settings: only the ones that are set, so an unset value is never published empty.
 */
export function agencyStructuredData(agency: AgencyLicensingData): Record<string, unknown> {
  return {
    ...(agency.address && { address: agency.address }),
    ...(agency.npn && {
      identifier: { '@type': 'PropertyValue', propertyID: 'NPN', name: 'National Producer Number', value: agency.npn },
    }),
    ...(agency.licenses.length > 0 && {
      hasCredential: agency.licenses.map((license) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: `Insurance producer license (${license.state})`,
        identifier: license.number,
        validIn: { '@type': 'AdministrativeArea', name: license.state },
      })),
    }),
  };
}
