//! The contract test suite both adapters must pass. (In progress.)
