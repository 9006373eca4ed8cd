// Calls of the invoicing customers endpoints: list with search, create, update, delete.
import type { CustomerInput } from '@ulak/shared/invoicing';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';

export type Customer = {
  id: string;
  name: string;
  email: string;
  phone: string;
  taxNumber: string;
  taxOffice: string;
  address: string;
  city: string;
  postalCode: string;
  countryCode: string;
  contactPerson: string;
  language: 'tr' | 'en';
  /** Peppol electronic address: EAS scheme code and id ('' when none). */
  endpointScheme: string;
  endpointId: string;
  createdAt: string;
};
export type CustomerPage = { customers: Customer[]; total: number; page: number; limit: number };

const customerPath = (id: string) => `/invoices/customers/${encodeURIComponent(id)}`;

// fetchCustomers lists customers matching a search, a page at a time (limit ≤ 100).
export function fetchCustomers(params: { search?: string; page?: number; limit?: number }): Promise<CustomerPage> {
  return apiRequest<CustomerPage>(`/invoices/customers${queryString(params)}`);
}

// createCustomer adds a customer.
export async function createCustomer(body: CustomerInput): Promise<Customer> {
  return (await apiRequest<{ customer: Customer }>('/invoices/customers', { method: 'POST', body })).customer;
}

// updateCustomer changes a customer (issued invoices keep the details they were issued with).
export async function updateCustomer(id: string, body: CustomerInput): Promise<Customer> {
  return (await apiRequest<{ customer: Customer }>(customerPath(id), { method: 'PUT', body })).customer;
}

// deleteCustomer removes a customer without invoices.
export function deleteCustomer(id: string): Promise<{ success: boolean }> {
  return apiRequest(customerPath(id), { method: 'DELETE' });
}
