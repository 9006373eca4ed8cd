import { describe, expect, it } from 'vitest';
import type { Deal } from '../../api/dealsApi';
import { activityLinks } from './activityLinks';

const deal = { id: 'd1', leadId: 'l1', companyId: 'c1', contactId: 'p1' } as Deal;

describe('activity links picked in the activities tab form', () => {
  it('links a free-standing activity to the picked lead, deal and company', () => {
    expect(activityLinks({}, { leadId: 'l9', dealId: null, companyId: 'c9' }, [])).toEqual({ leadId: 'l9', companyId: 'c9' });
    expect(activityLinks({}, { leadId: null, dealId: null, companyId: null }, [])).toEqual({});
  });

  it('takes the lead, contact and company of a picked deal unless others were picked', () => {
    expect(activityLinks({}, { leadId: null, dealId: 'd1', companyId: null }, [deal])).toEqual({
      dealId: 'd1',
      leadId: 'l1',
      companyId: 'c1',
      contactId: 'p1',
    });
    expect(activityLinks({}, { leadId: 'l2', dealId: 'd1', companyId: null }, [deal])).toMatchObject({ dealId: 'd1', leadId: 'l2', companyId: 'c1' });
  });
});
