// Invoicing customers: CRUD with Turkish tax-number checks, and the buyer party printed on invoices.
import { isValidEndpointId, isValidTurkishTaxNumber, normalizeEndpointId, type CustomerInput, type CustomerUpdate, type Language } from '@ulak/shared';
import type { CustomerView } from '@ulak/shared/invoicing-responses';
import { AppError, notFound } from '../../http/errors.js';
import type { PartySnapshot } from './invoicing.schema.js';
import type { CustomerRow, CustomersRepo, NewCustomer } from './customers.repo.js';
import { fieldError } from './settings.service.js';

// customerView is a customer as the API returns it (the shared response schema's type).
export function customerView(c: CustomerRow): CustomerView {
  return {
    id: c.id,
    name: c.name,
    email: c.email ?? '',
    phone: c.phone ?? '',
    taxNumber: c.taxNumber ?? '',
    taxOffice: c.taxOffice ?? '',
    address: c.address ?? '',
    city: c.city ?? '',
    postalCode: c.postalCode ?? '',
    countryCode: c.countryCode,
    contactPerson: c.contactPerson ?? '',
    language: c.language,
    crmCompanyId: c.crmCompanyId,
    endpointScheme: c.endpointScheme ?? '',
    endpointId: c.endpointId ?? '',
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

// buyerSnapshot is the buyer party printed on an invoice.
export function buyerSnapshot(c: CustomerRow): PartySnapshot {
  return {
    name: c.name,
    legalName: null,
    taxNumber: c.taxNumber,
    taxOffice: c.taxOffice,
    registrationNumber: null,
    mersisNumber: null,
    email: c.email,
    phone: c.phone,
    address: c.address,
    district: null,
    city: c.city,
    postalCode: c.postalCode,
    countryCode: c.countryCode,
    contactPerson: c.contactPerson,
    website: null,
    bankName: null,
    bankBranch: null,
    iban: null,
    endpointScheme: c.endpointScheme,
    endpointId: c.endpointId,
  };
}

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

// fields maps API input to columns: '' clears, emails lower-cased, tax numbers without spaces.
function fields(input: CustomerUpdate): Partial<NewCustomer> {
  const out: Partial<NewCustomer> = {};
  const set = <K extends keyof NewCustomer>(k: K, v: NewCustomer[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set('name', input.name);
  set('email', blank(input.email)?.toLowerCase() ?? (input.email === undefined ? undefined : null));
  set('phone', blank(input.phone));
  set('taxNumber', blank(input.taxNumber)?.replace(/\s+/g, '') ?? (input.taxNumber === undefined ? undefined : null));
  set('taxOffice', blank(input.taxOffice));
  set('address', blank(input.address));
  set('city', blank(input.city));
  set('postalCode', blank(input.postalCode));
  set('countryCode', input.countryCode);
  set('contactPerson', blank(input.contactPerson));
  set('language', input.language);
  set('crmCompanyId', input.crmCompanyId);
  set('endpointScheme', blank(input.endpointScheme));
  set('endpointId', blank(input.endpointId)?.replace(/\s+/g, ''));
  return out;
}

export type CustomersService = ReturnType<typeof customersService>;

// customersService holds the customer rules over its repo.
export function customersService(repo: CustomersRepo) {
  // check validates the merged customer: a Turkish tax number's checksum, an electronic address as scheme + id
  const check = (c: Pick<NewCustomer, 'taxNumber' | 'countryCode' | 'endpointScheme' | 'endpointId'>, lang: Language) => {
    if (c.taxNumber && (c.countryCode ?? 'TR') === 'TR' && !isValidTurkishTaxNumber(c.taxNumber)) throw fieldError('taxNumber', 'v.taxNumber', lang);
    if (!!c.endpointScheme !== !!c.endpointId) throw fieldError(c.endpointScheme ? 'endpointId' : 'endpointScheme', 'v.required', lang);
    if (c.endpointScheme && c.endpointId && !isValidEndpointId(c.endpointScheme, c.endpointId)) throw fieldError('endpointId', 'v.endpointId', lang);
  };
  // withEndpoint stores the id in its normal form (country prefix of a VAT scheme, upper case)
  const withEndpoint = <T extends Partial<NewCustomer>>(v: T): T =>
    v.endpointScheme && v.endpointId ? { ...v, endpointId: normalizeEndpointId(v.endpointScheme, v.endpointId) } : v;
  return {
    async list(workspaceId: string, search: string | undefined, page: number, limit: number) {
      const { items, total } = await repo.list(workspaceId, search, limit, (page - 1) * limit);
      return { customers: items.map(customerView), total, page, limit };
    },
    async get(workspaceId: string, id: string) {
      const c = await repo.find(workspaceId, id);
      if (!c) throw notFound();
      return customerView(c);
    },
    /** The row itself (for invoices); throws 404 when not in the workspace. */
    async row(workspaceId: string, id: string): Promise<CustomerRow> {
      const c = await repo.find(workspaceId, id);
      if (!c) throw new AppError(404, 'INVOICE_CUSTOMER_NOT_FOUND');
      return c;
    },
    async create(workspaceId: string, input: CustomerInput, lang: Language) {
      const values = withEndpoint(fields(input));
      check(values, lang);
      return customerView(await repo.insert({ ...values, name: input.name, workspaceId }));
    },
    async update(workspaceId: string, id: string, input: CustomerUpdate, lang: Language) {
      const current = await repo.find(workspaceId, id);
      if (!current) throw notFound();
      const merged = withEndpoint({ ...current, ...fields(input) });
      check(merged, lang);
      const patch = { ...fields(input), ...(merged.endpointId ? { endpointId: merged.endpointId } : {}) };
      const row = await repo.update(workspaceId, id, patch);
      if (!row) throw notFound();
      return customerView(row);
    },
    /** Deletes a customer without invoices; one with invoices is kept (409), since issued invoices refer to it. */
    async remove(workspaceId: string, id: string) {
      if (await repo.removeUnused(workspaceId, id)) return;
      if (!(await repo.find(workspaceId, id))) throw notFound();
      throw new AppError(409, 'CUSTOMER_IN_USE');
    },
  };
}
