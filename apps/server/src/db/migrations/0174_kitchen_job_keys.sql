-- A kitchen job's company and outlet are its order's, copied by the statement that writes both
-- (insertNewOrder, dispatchKitchen), and the job goes with its order (its order key's cascade). Their own
-- foreign keys checked each item of every save twice more, 16 look-ups an 8-line sale; companies and
-- outlets are never deleted. The order key's foreign key alone now guards a job.
ALTER TABLE kitchenjob DROP CONSTRAINT kitchenjob_compcode_fkey, DROP CONSTRAINT kitchenjob_outletid_fkey;
