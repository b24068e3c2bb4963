-- Master-data lists sort names without regard to case (lower(name), then the key), so 'Dana Wallet'
-- stands between 'CASH' and 'DEBIT BCA' on every database collation. The two large lists keep reading
-- a page in index order: the menus' and the customers' name indexes follow the new sort key.
CREATE INDEX restomenu_comp_lname_idx ON restomenu (compcode, lower(menuname), menuid);

DROP INDEX restocustomer_comp_name_idx;
DROP INDEX restocustomer_comp_name_id_idx;
DROP INDEX restocustomer_outlet_idx;
-- The default page and the export's keyset pages: (lower(name), id) after the last row of a page.
CREATE INDEX restocustomer_comp_lname_id_idx ON restocustomer (compcode, lower(customernm), customerid);
CREATE INDEX restocustomer_outlet_lname_idx ON restocustomer (compcode, outletid, lower(customernm), customerid);
