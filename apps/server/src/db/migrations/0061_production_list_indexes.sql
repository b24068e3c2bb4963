-- The lists at volume (10,000 recipes, 100,000 productions; docs/performance.md). Every sortable column
-- of the recipe list has its index, so a page is an index range joined to its menus row by row instead
-- of a sort of the whole company. The search reads one trigram index over the lowercased name and
-- description (LIKE on lowercased text: ILIKE compares character by character and was the cost). The
-- production list's counts and total cost read their index alone (the cost is included), and the
-- company-wide list walks its code order.
CREATE INDEX standardproduction_name_idx ON standardproduction (compcode, lower(stdrproductionname), stdrproductionkey);
CREATE INDEX standardproduction_items_idx ON standardproduction (compcode, totalitems, stdrproductionkey);
CREATE INDEX standardproduction_estimated_idx ON standardproduction (compcode, estimatedtotal, stdrproductionkey);
CREATE INDEX standardproduction_yield_idx ON standardproduction (compcode, totalyield, stdrproductionkey);
CREATE INDEX standardproduction_weight_idx ON standardproduction (compcode, weightperportion, stdrproductionkey);
CREATE INDEX standardproduction_cost_idx ON standardproduction (compcode, ttlnetto, stdrproductionkey);
CREATE INDEX standardproduction_search_trgm_idx ON standardproduction
  USING gin ((lower(stdrproductionname || ' ' || description)) gin_trgm_ops);

DROP INDEX production_outlet_date_idx;
DROP INDEX production_company_date_idx;
CREATE INDEX production_outlet_date_idx ON production (compcode, outletid, productiondate) INCLUDE (ttlnetto);
CREATE INDEX production_company_date_idx ON production (compcode, productiondate) INCLUDE (ttlnetto);
CREATE INDEX production_company_code_idx ON production (compcode, productioncode, productionkey);
