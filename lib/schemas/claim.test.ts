import { describe, expect, it } from 'vitest';
import { CLAIM_TYPE_LABELS, URGENCY_LABELS } from '@/content/submissions/claim';
import { ACCEPTED_EXTENSIONS } from '@/lib/upload-limits';
import { claimSchema, CLAIM_TYPES, URGENCIES } from './claim';

// What the claim form shows for each choice and which files its picker offers: the labels are
// what a visitor reads in the select and the agency reads in its e-mail, so none may be blank.
describe('claim choices as the form shows them', () => {
  it('names every claim type as the insurance it is', () => {
    for (const type of CLAIM_TYPES)
      expect(CLAIM_TYPE_LABELS[type]).toBe(`${type[0]!.toUpperCase()}${type.slice(1)} Insurance`);
  });

  it('gives every urgency its name and what it means', () => {
    for (const urgency of URGENCIES) {
      const [name, meaning] = URGENCY_LABELS[urgency].split(' - ');
      expect(name).toBe(`${urgency[0]!.toUpperCase()}${urgency.slice(1)}`);
      expect(meaning!.length).toBeGreaterThan(5);
    }
    expect(new Set(Object.values(URGENCY_LABELS)).size).toBe(URGENCIES.length);
  });

  it("offers the product specification's file types, and only those", () => {
    expect([...ACCEPTED_EXTENSIONS].sort()).toEqual(['.doc', '.docx', '.jpeg', '.jpg', '.pdf', '.png']);
  });

  it('asks for a detailed description when the one given is too short', () => {
    const result = claimSchema.safeParse({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      phone: '(305) 555-0134',
      description: 'Too short',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Please provide a detailed description']);
  });
});
