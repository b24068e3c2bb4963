// What production records use of recipes: the figures a production copies, and each menu's cost per portion.
export { portionCostsByMenu, recipeSnapshots } from './standard-production.service.js';
