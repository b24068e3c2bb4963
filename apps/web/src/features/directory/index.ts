// What other features may use of the suite's directory: the company and employee lookups (Manage Team's form).
export { CompanyLookup } from './company-lookup';
export { EmployeeLookup } from './employee-lookup';
