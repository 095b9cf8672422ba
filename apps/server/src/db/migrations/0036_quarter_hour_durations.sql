-- A class's length is kept in quarter hours: a 45-minute class is 0.75 h, which one decimal would
-- have rounded to 0.8. Every length stored so far (whole and half hours) is kept as it is.
ALTER TABLE "programs" ALTER COLUMN "duration_hours" TYPE numeric(4, 2);
