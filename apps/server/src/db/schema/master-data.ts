// Tables of this area are added by its migration; see docs/architecture.md.
export {};
