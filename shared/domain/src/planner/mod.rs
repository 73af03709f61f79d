//! The nutrient-aware meal planner of seed 003 (in progress).
