-- Prices are whole rupiah (docs/decisions/core.md). Before input was bounded a menu could be saved
-- at 1000.5, and every POS save with it then failed; such prices are rounded half away from zero, as
-- the money rules round, so those menus sell again. A price past the ceiling is left as it is: the
-- order save refuses it by the menu's name until the menu master corrects it.
UPDATE restomenu SET hargajualstd = round(hargajualstd) WHERE hargajualstd <> round(hargajualstd);
UPDATE restomenuoutlet SET hargajual = round(hargajual) WHERE hargajual <> round(hargajual);
