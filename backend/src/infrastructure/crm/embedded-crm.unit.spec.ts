import { EmbeddedCrm } from './embedded-crm';

describe('the embedded CRM', () => {
  const leadId = '0b5e4a4e-9f0e-4f5c-8d55-3d1b8f7a2c11';

  it('names a lead by its own id, and knows that id again as a ticket', async () => {
    const crm = new EmbeddedCrm();
    const { crmId } = await crm.recordLead({ leadId, firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '', title: null, company: null, state: null, status: 'NEW', leadSource: 'FLEX_INTAKE' });
    expect(await crm.findTicket(crmId)).toEqual({ kind: 'local', leadId });
  });

  it('knows nothing else as a ticket', async () => {
    const crm = new EmbeddedCrm();
    for (const ticket of ['', leadId, `lead-${leadId}x`, 'lead-../../etc', '12345']) expect(await crm.findTicket(ticket)).toBeNull();
  });
});
