-- Print jobs used to keep the printer's connection error (ECONNREFUSED 127.0.0.1:5432, a timeout on
-- some address), which the job list shows to tenants and which told them which ports of the server's
-- network answer. Jobs now keep only 'printer unreachable' (the cause goes to the server's log);
-- the errors stored before are replaced the same way.
UPDATE printjob SET lasterror = 'printer unreachable'
WHERE lasterror IS NOT NULL AND lasterror <> 'No printer is set for this outlet';
