// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title DemoToken
/// @notice An OpenZeppelin ERC20 with configurable decimals, minted once to `initialHolder`.
/// Local test infrastructure for the wallet-modal demo stack; never deploy it anywhere real.
contract DemoToken is ERC20 {
    uint8 private immutable _decimals;

    /// @param name_ e.g. "USD Coin (local)"
    /// @param symbol_ e.g. "USDC"
    /// @param decimals_ e.g. 6 (USDC-like) or 18
    /// @param initialHolder receives the whole supply
    /// @param supply in base units (already scaled by `decimals_`)
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address initialHolder,
        uint256 supply
    ) ERC20(name_, symbol_) {
        _decimals = decimals_;
        _mint(initialHolder, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
