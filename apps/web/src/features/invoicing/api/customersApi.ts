// Calls of the invoicing customers endpoints: list with search, create, update, delete.
import type { CustomerBody, CustomerView, InvoicingAnswer } from '@ulak/shared/invoicing-responses';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';

export type { CustomerBody };
// The answers' types are the shared response schemas (packages/shared/src/invoicing-responses.ts), never copies.
export type Customer = CustomerView;
export type CustomerPage = InvoicingAnswer<'customers'>;

const customerPath = (id: string) => `/invoices/customers/${encodeURIComponent(id)}`;

// fetchCustomers lists customers matching a search, a page at a time (limit ≤ 100).
export function fetchCustomers(params: { search?: string; page?: number; limit?: number }): Promise<CustomerPage> {
  return apiRequest<CustomerPage>(`/invoices/customers${queryString(params)}`);
}

// createCustomer adds a customer.
export async function createCustomer(body: CustomerBody): Promise<Customer> {
  return (await apiRequest<InvoicingAnswer<'customer'>>('/invoices/customers', { method: 'POST', body })).customer;
}

// updateCustomer changes a customer (issued invoices keep the details they were issued with).
export async function updateCustomer(id: string, body: CustomerBody): Promise<Customer> {
  return (await apiRequest<InvoicingAnswer<'customer'>>(customerPath(id), { method: 'PUT', body })).customer;
}

// deleteCustomer removes a customer without invoices.
export function deleteCustomer(id: string): Promise<InvoicingAnswer<'done'>> {
  return apiRequest(customerPath(id), { method: 'DELETE' });
}
